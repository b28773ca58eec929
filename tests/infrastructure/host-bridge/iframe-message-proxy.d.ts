// The package's "typings" points at lib/index.d.ts, but it ships its declarations in types/.
declare module 'iframe-message-proxy' {
  export * from 'iframe-message-proxy/types/index';
}
