import { Flex, Spin } from 'antd';

/** Shown while a page, its data or the session is loading. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }} role="status" aria-live="polite">
      <Spin size="large" aria-label={label} />
      <span className="visually-hidden">{label}</span>
    </Flex>
  );
}
