// Stands in for resize-observer-polyfill, which ahooks (under antd-mobile) imports: 7.6 KB in the
// tabs' chunk for browsers without ResizeObserver. Every browser the build targets (es2020:
// Chrome 80, Safari 14) and every web-view we run in has it.
export default globalThis.ResizeObserver;
