// `@ant-design/icons` in jest: each icon loads when first used (see onDemand.cjs).
require('./onDemand.cjs').onDemand(
  exports,
  '@ant-design/icons',
  'es/icons/index.js',
  '@ant-design/icons/lib/icons',
);
