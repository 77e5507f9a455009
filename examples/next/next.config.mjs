import { PORTS } from './ports.mjs'

/** @type {import('next').NextConfig} */
const config = {
  // The app's one network is the test's local chain; a real app puts its own RPC URL here.
  env: { NEXT_PUBLIC_EVM_RPC_URL: `http://127.0.0.1:${PORTS.anvilA}` },
  // No ESLint in this example.
  eslint: { ignoreDuringBuilds: true },
}

export default config
