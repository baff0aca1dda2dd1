/**
 * Stands in for antd's icon style hook in the production build (see webpack.config.ts): the icons'
 * CSS is in the static stylesheet, so nothing registers it at run time, and the runtime style
 * engine it used (and its CSS serializer) stays out of the first script.
 */
export default function useResetIconStyle(): void {}
