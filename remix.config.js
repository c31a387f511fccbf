// Remix options, in one place. vite.config.ts imports them into the Remix Vite plugin.
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: "app",
  buildDirectory: "build",
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/*.server.test.ts"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
