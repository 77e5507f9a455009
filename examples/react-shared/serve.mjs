// Serves the built app (dist/) and /config.js with the local stack's RPC URL (set by Playwright).
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { dirname, extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), 'dist')
const port = Number(process.env.APP_PORT ?? 4331)
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
const config = { evmRpcUrl: process.env.EVM_RPC_URL ?? 'http://127.0.0.1:8545' }

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost')
  if (pathname === '/config.js') {
    response.writeHead(200, { 'Content-Type': 'text/javascript' })
    return response.end(`window.APP_CONFIG = ${JSON.stringify(config)};\n`)
  }
  const file = normalize(join(root, pathname === '/' ? 'index.html' : pathname))
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile())
    return response.writeHead(404).end('Not found')
  response.writeHead(200, { 'Content-Type': `${types[extname(file)] ?? 'application/octet-stream'}; charset=utf-8` })
  createReadStream(file).pipe(response)
}).listen(port, '127.0.0.1', () => console.log(`app: http://127.0.0.1:${port}/`))
