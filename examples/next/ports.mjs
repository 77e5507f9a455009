// The ports of this example's test run, read by playwright.config.ts (the app and the local stack
// it starts) and next.config.mjs (the RPC URL the app is built with).
export const APP_PORT = Number(process.env.APP_PORT ?? 24431)
export const PORTS = { anvilA: APP_PORT + 200, anvilB: APP_PORT + 201 }
