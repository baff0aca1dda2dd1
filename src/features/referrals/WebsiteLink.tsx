import { Typography } from 'antd';
import { httpUrl } from './safeUrl';

/** A referral's website: a link that opens in a new tab when it is a web address, else plain text. */
export function WebsiteLink({ website }: { website: string }) {
  const href = httpUrl(website);
  if (!href) return <Typography.Text>{website}</Typography.Text>;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      {website}
    </Typography.Link>
  );
}
