#!/usr/bin/env node
// Prints a JSON object of free loopback ports, one per name given, found by binding port 0 (the
// kernel's choice): `node e2e/support/free-ports.mjs DEMO_PORT SOLANA_PORT+1 ...`. A name ending in
// `+1` gets a port whose next port is free too (the Solana RPC's WebSocket listens there). Every
// socket stays bound until all are chosen, so no two names share a port; they are closed before
// printing, for the stack to bind. playwright.config.ts runs it synchronously (execFileSync).
import { createServer } from 'node:net'

const listen = (port) =>
  new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(undefined))
    server.listen(port, '127.0.0.1', () => resolve(server))
  })

const held = []
const ports = {}
for (const arg of process.argv.slice(2)) {
  const pair = arg.endsWith('+1')
  const name = pair ? arg.slice(0, -2) : arg
  for (let attempt = 0; ; attempt++) {
    if (attempt === 50) throw new Error(`free-ports: no free port${pair ? ' pair' : ''} for ${name} after 50 tries`)
    const server = await listen(0)
    if (!server) continue
    const port = server.address().port
    const next = pair ? await listen(port + 1) : undefined
    if (pair && !next) {
      server.close()
      continue
    }
    held.push(server, ...(next ? [next] : []))
    ports[name] = port
    break
  }
}
await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))))
process.stdout.write(JSON.stringify(ports))
