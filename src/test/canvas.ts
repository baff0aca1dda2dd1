/**
 * jsdom has no canvas: getContext returns null and the chart library throws. This stand-in 2D
 * context accepts every drawing call and measures text roughly, which is enough for the real
 * chart to lay itself out and mount its <canvas> in tests. Returns a function that removes it.
 */
export function stubCanvas(): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext');
  const noop = () => undefined;
  const methods: Record<string, unknown> = {
    measureText: (text: string) => ({
      width: text.length * 6,
      actualBoundingBoxAscent: 8,
      actualBoundingBoxDescent: 2,
      fontBoundingBoxAscent: 8,
      fontBoundingBoxDescent: 2,
    }),
    getImageData: () => ({ data: new Uint8ClampedArray(4) }),
    createLinearGradient: () => ({ addColorStop: noop }),
    createRadialGradient: () => ({ addColorStop: noop }),
    createPattern: () => ({}),
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
    isPointInPath: () => false,
    getLineDash: () => [],
  };
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    value: function getContext(this: HTMLCanvasElement) {
      const state: Record<string | symbol, unknown> = { canvas: this };
      return new Proxy(state, {
        get: (target, key) => {
          if (key in target) return target[key];
          return typeof key === 'string' && key in methods ? methods[key] : noop;
        },
        set: (target, key, value) => {
          target[key] = value;
          return true;
        },
      });
    },
  });
  return () => {
    if (original) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', original);
  };
}
