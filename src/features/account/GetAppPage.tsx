import { AndroidOutlined, AppleOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { AccountCard } from './AccountCard';
import { appStoreLinks } from './storeLinks';

/** Where verified users who are not admins land: the console is not for them, the app is. */
export default function GetAppPage() {
  const links = appStoreLinks();
  return (
    <AccountCard title="Please download the app to continue">
      <Typography.Paragraph style={{ textAlign: 'center' }}>
        Your account is ready. Sign in with the Referral Network app on your phone.
      </Typography.Paragraph>
      <Flex vertical gap={12}>
        <Button
          href={links.android}
          target="_blank"
          rel="noopener noreferrer"
          icon={<AndroidOutlined />}
          size="large"
          block
        >
          Get the app for Android
          <span className="visually-hidden"> (opens in a new tab)</span>
        </Button>
        <Button
          href={links.ios}
          target="_blank"
          rel="noopener noreferrer"
          icon={<AppleOutlined />}
          size="large"
          block
        >
          Get the app for iOS
          <span className="visually-hidden"> (opens in a new tab)</span>
        </Button>
      </Flex>
    </AccountCard>
  );
}
