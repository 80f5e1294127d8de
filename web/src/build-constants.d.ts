/** The year the web app was built (web/vite.config.ts `define`): what the pre-rendered landing page shows. */
declare const __BUILD_YEAR__: number;
