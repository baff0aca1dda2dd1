// `antd` in jest: each component loads when first used (see onDemand.cjs).
require('./onDemand.cjs').onDemand(exports, 'antd', 'es/index.js', 'antd/lib');
