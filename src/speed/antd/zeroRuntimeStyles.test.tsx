/**
 * The production build replaces antd's style generators with zeroRuntimeStyles.ts (webpack.config.ts,
 * scripts/build/antdZeroRuntimeLoader.cjs): its hooks name the classes the static stylesheet keys
 * on, read from antd's private `useToken()` tuple by position, and its genCssVar is a copy of
 * antd's. Jest otherwise runs antd as it is, so nothing else would see the stub give a wrong class
 * name. Here the console's antd components are rendered twice, with antd's runtime style hooks and
 * with the stub's, and must come out the same: every class name and every inline CSS variable.
 */
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Collapse,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  Menu,
  Progress,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Spin,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
  type ThemeConfig,
} from 'antd';
import { genCssVar as antdGenCssVar } from 'antd/es/theme/util/genStyleUtils';
import useToken from 'antd/es/theme/useToken';
import { CSS_VAR_KEY } from '../../lib/cssVarKey';
import { consoleTheme } from '../../app/theme';
import * as stub from './zeroRuntimeStyles';

type StyleUtils = typeof import('antd/es/theme/util/genStyleUtils');
type Stub = typeof import('./zeroRuntimeStyles');

/** Which style hooks antd's components call: its own (the runtime) or the stub's (the build). */
const mockStyleHooks = { stub: false };

// antd's style-generator module, with each generated hook able to answer as antd's runtime or as
// the stub, chosen per render by `mockStyleHooks`. (The functions are hooks, called unconditionally
// for a whole render; the choice never changes during one.)
jest.mock('antd/lib/theme/util/genStyleUtils', () => {
  const real = jest.requireActual<StyleUtils>('antd/lib/theme/util/genStyleUtils');
  const zero = jest.requireActual<Stub>('./zeroRuntimeStyles');
  const genStyleHooks: StyleUtils['genStyleHooks'] = (...args) => {
    const runtime = real.genStyleHooks(...args);
    const zeroRuntime = zero.genStyleHooks();
    return (prefixCls, rootCls) => (mockStyleHooks.stub ? zeroRuntime() : runtime(prefixCls, rootCls));
  };
  const genComponentStyleHook: StyleUtils['genComponentStyleHook'] = (...args) => {
    const runtime = real.genComponentStyleHook(...args);
    const zeroRuntime = zero.genComponentStyleHook();
    return (prefixCls, rootCls) => (mockStyleHooks.stub ? zeroRuntime() : runtime(prefixCls, rootCls));
  };
  const genSubStyleComponent: StyleUtils['genSubStyleComponent'] = (...args) => {
    const Runtime = real.genSubStyleComponent(...args);
    const ZeroRuntime = zero.genSubStyleComponent();
    return (props) => (mockStyleHooks.stub ? <ZeroRuntime /> : <Runtime {...props} />);
  };
  return { ...real, genStyleHooks, genComponentStyleHook, genSubStyleComponent };
});

/** One or more of every antd component the console draws, in the states its pages use. */
function Components() {
  const [form] = Form.useForm();
  return (
    <App>
      <Layout>
        <Layout.Header>
          <Menu
            mode="inline"
            selectedKeys={['a']}
            items={[
              { key: 'a', label: 'Dashboard' },
              { key: 'b', label: 'Users' },
            ]}
          />
        </Layout.Header>
        <Layout.Content>
          <Typography.Title level={1}>Title</Typography.Title>
          <Typography.Text type="secondary">Text</Typography.Text>
          <Typography.Paragraph>Paragraph</Typography.Paragraph>
          <Alert type="error" title="Failed" description="Try again" showIcon />
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={12}>
              <Card title="Card" extra={<Button type="link">More</Button>}>
                <Skeleton active />
              </Card>
            </Col>
          </Row>
          <Flex gap="small" vertical>
            <Button type="primary" danger>
              Delete
            </Button>
            <Button loading>Saving</Button>
            <Tag color="green">Active</Tag>
            <Tooltip title="Tip">
              <span>Hover</span>
            </Tooltip>
            <Spin />
            <Progress percent={40} />
            <Switch checked />
            <Segmented options={['Month', 'Year']} value="Year" />
            <Empty />
            <Result status="404" title="Not found" />
          </Flex>
          <Collapse items={[{ key: '1', label: 'More', children: 'Inside' }]} defaultActiveKey={['1']} />
          <Descriptions bordered items={[{ key: 'n', label: 'Name', children: 'Ada' }]} />
          <Form form={form} layout="vertical" initialValues={{ name: 'Ada' }}>
            <Form.Item
              label="Name"
              name="name"
              rules={[{ required: true }]}
              help="Required"
              validateStatus="error"
            >
              <Input allowClear />
            </Form.Item>
            <Form.Item label="Password" name="password">
              <Input.Password />
            </Form.Item>
            <Form.Item label="Search" name="search">
              <Input.Search />
            </Form.Item>
            <Form.Item label="Notes" name="notes">
              <Input.TextArea showCount maxLength={100} />
            </Form.Item>
            <Form.Item label="Kind" name="kind">
              <Select options={[{ value: 'a', label: 'A' }]} allowClear />
            </Form.Item>
            <Form.Item label="Date" name="date">
              <DatePicker />
            </Form.Item>
          </Form>
          <Table
            rowKey="id"
            columns={[
              { title: 'Name', dataIndex: 'name', sorter: true },
              { title: 'Count', dataIndex: 'count', align: 'right' },
            ]}
            dataSource={[{ id: 1, name: 'Ada', count: 3 }]}
            pagination={{ total: 50, pageSize: 10, showSizeChanger: true }}
          />
        </Layout.Content>
      </Layout>
    </App>
  );
}

function markup(theme: ThemeConfig, withStub: boolean): string {
  mockStyleHooks.stub = withStub;
  try {
    return renderToStaticMarkup(
      <ConfigProvider theme={theme}>
        <Components />
      </ConfigProvider>,
    );
  } finally {
    mockStyleHooks.stub = false;
  }
}

const consoleConfig: ThemeConfig = { ...consoleTheme('light', 'comfortable'), zeroRuntime: true };

describe("the zero-runtime style stub against antd's runtime", () => {
  it("gives the console's components the same class names and CSS variables", () => {
    const runtime = markup(consoleConfig, false);
    // What the comparison is about: the theme's CSS-variable class and the components' own.
    expect(runtime).toContain(`class="ant-btn ${CSS_VAR_KEY} `);
    for (const block of ['ant-table', 'ant-form-item', 'ant-select', 'ant-picker', 'ant-menu'])
      expect(runtime).toContain(block);
    expect(markup(consoleConfig, true)).toBe(runtime);
  });

  it('gives the drawer (drawn in the browser only) the same class names', () => {
    const classes = (withStub: boolean) => {
      mockStyleHooks.stub = withStub;
      try {
        const { container, unmount } = render(
          <ConfigProvider theme={consoleConfig}>
            <Drawer open getContainer={false} title="Menu">
              Drawer
            </Drawer>
          </ConfigProvider>,
        );
        const names = [...container.querySelectorAll('[class]')].map((element) => element.className);
        unmount();
        return names;
      } finally {
        mockStyleHooks.stub = false;
      }
    };
    const runtime = classes(false);
    expect(runtime[0]).toBe(`ant-drawer ant-drawer-right ${CSS_VAR_KEY} ant-drawer-open ant-drawer-inline`);
    expect(classes(true)).toEqual(runtime);
  });

  it("gives the same hash class when antd's hashed class names are on", () => {
    const hashed: ThemeConfig = { ...consoleConfig, hashed: true };
    const runtime = markup(hashed, false);
    const hash = /class="ant-btn [^"]*\b(css-[\w-]+)\b/.exec(runtime)?.[1];
    expect(hash).toMatch(/^css-/);
    expect(hash).not.toBe(CSS_VAR_KEY);
    expect(markup(hashed, true)).toBe(runtime);
  });
});

describe("antd's internals the stub relies on", () => {
  it('useToken() still returns [theme, token, hash class, token, CSS-variable settings, zero runtime]', () => {
    function Probe() {
      const tuple: readonly unknown[] = useToken();
      return (
        <output>
          {JSON.stringify(tuple.map((item) => (typeof item === 'object' ? item : String(item))))}
        </output>
      );
    }
    const { container } = render(
      <ConfigProvider theme={{ ...consoleConfig, hashed: true }}>
        <Probe />
      </ConfigProvider>,
    );
    const tuple: unknown = JSON.parse(container.textContent ?? '[]');
    expect(tuple).toEqual([
      expect.any(Object),
      expect.any(Object),
      expect.stringMatching(/^css-/),
      expect.any(Object),
      expect.objectContaining({ key: CSS_VAR_KEY }),
      'true',
    ]);
  });

  it("genCssVar is antd's, name for name", () => {
    for (const [antCls, component] of [
      ['.ant', 'form'],
      ['ant', 'pagination'],
      ['.my.prefix', 'float-btn'],
    ] as const) {
      const [stubName, stubRef] = stub.genCssVar(antCls, component);
      const [name, ref] = antdGenCssVar(antCls, component);
      expect(stubName('gap')).toBe(name('gap'));
      expect(stubRef('gap')).toBe(ref('gap'));
      expect(stubRef('gap', '8px')).toBe(ref('gap', '8px'));
    }
  });
});
