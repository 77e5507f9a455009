// The shop's tiny server: its page (site/), the modal's script-tag build from the installed package,
// and /config.js with the endpoints of this environment (here: the local stack the tests start).
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const modalDist = dirname(createRequire(import.meta.url).resolve('wallet-modal/script-tag'))
const port = Number(process.env.SHOP_PORT ?? 4321)
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' }

const config = {
  evmRpcUrl: process.env.EVM_RPC_URL ?? 'http://127.0.0.1:8545',
  solanaRpcUrl: process.env.SOLANA_RPC_URL ?? 'http://127.0.0.1:8899',
  siwxServerUrl: process.env.SIWX_SERVER_URL ?? '/api/siwx',
}

function send(response, file) {
  if (!file || !existsSync(file) || !statSync(file).isFile()) return response.writeHead(404).end('Not found')
  response.writeHead(200, { 'Content-Type': `${types[extname(file)] ?? 'application/octet-stream'}; charset=utf-8` })
  createReadStream(file).pipe(response)
}

const inside = (root, path) => {
  const file = normalize(join(root, path))
  return file.startsWith(root) ? file : undefined
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost')
  if (pathname === '/config.js') {
    response.writeHead(200, { 'Content-Type': 'text/javascript' })
    return response.end(`window.SHOP_CONFIG = ${JSON.stringify(config)};\n`)
  }
  if (pathname.startsWith('/wallet-modal/'))
    return send(response, inside(modalDist, pathname.slice('/wallet-modal/'.length)))
  return send(response, inside(join(here, 'site'), pathname === '/' ? 'index.html' : pathname))
}).listen(port, '127.0.0.1', () => console.log(`shop: http://127.0.0.1:${port}/`))
