/**
 * The class antd puts on its components, under which it declares the theme's CSS variables: the
 * theme names it (app/theme.ts), and a component that draws antd's markup itself carries it too.
 */
export const CSS_VAR_KEY = 'console';
