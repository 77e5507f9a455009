/**
 * Runs the server snippets of the docs as written (npm run test:docs, part of npm test, after the
 * build): each `<!-- snippet: server-… -->` code block of docs/operators/siwx-server.md and README.md is saved as a .mjs file inside this
 * package (so `wallet-modal/server` resolves through package.json "exports" to the built dist/npm,
 * as it does for an installed package), started with `node` on a free port (its PORT), and asked
 * what a browser and a host would ask: a nonce; a verify of an EIP-4361 message signed by a real
 * key; `/api/me` with and without the token where the snippet has one; a CORS preflight from the
 * origin the snippet allows. Exits 1 on the first failure.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
/** Each snippet and the page it is on (the README's is its quick start for operators). */
const SNIPPETS = [
  { page: join('docs', 'operators', 'siwx-server.md'), name: 'server-node-http' },
  { page: join('docs', 'operators', 'siwx-server.md'), name: 'server-express' },
  { page: join('docs', 'operators', 'siwx-server.md'), name: 'server-hono' },
  { page: 'README.md', name: 'server-readme' },
] as const
// anvil's first dev key: a real secp256k1 signature, checked by the server's ecrecover.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

/** The code block after `<!-- snippet: name -->` in the page at `path` (from the repository's root). */
export function docSnippet(path: string, name: string): string {
  const page = readFileSync(join(root, path), 'utf8')
  const match = new RegExp(`<!-- snippet: ${name} -->\\n\`\`\`js\\n([\\s\\S]*?)\\n\`\`\``).exec(page)
  if (!match) throw new Error(`${path} has no js block marked <!-- snippet: ${name} -->`)
  return match[1]!
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function waitForNonce(base: string, child: ChildProcess, log: () => string): Promise<Response> {
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the snippet exited with ${child.exitCode}:\n${log()}`)
    try {
      return await fetch(`${base}/api/siwx/nonce`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    } catch {
      if (Date.now() > deadline) throw new Error(`the snippet did not listen within 20 s:\n${log()}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(what)
}

async function runSnippet(name: string, code: string): Promise<void> {
  const dir = join(root, 'test', 'docs', '.run')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${name}.mjs`)
  writeFileSync(file, code)
  const cwd = mkdtempSync(join(tmpdir(), `wm-${name}-`)) // where siwx.db lands
  const port = await freePort()
  let output = ''
  const child = spawn(process.execPath, [file], {
    cwd,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  try {
    const base = `http://127.0.0.1:${port}`
    const nonceResponse = await waitForNonce(base, child, () => output)
    const nonceBody = await nonceResponse.text()
    check(nonceResponse.status === 200, `nonce: HTTP ${nonceResponse.status} ${nonceBody}`)
    const { nonce } = JSON.parse(nonceBody) as { nonce: string }
    check(typeof nonce === 'string' && nonce.length >= 8, `nonce: got ${nonce}`)

    const message = createSiweMessage({
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      address: account.address,
      chainId: 1,
      version: '1',
      nonce,
      issuedAt: new Date(),
      statement: 'Sign in to My app',
    })
    const signature = await account.signMessage({ message })
    const verify = await fetch(`${base}/api/siwx/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature }),
    })
    const verified = (await verify.json()) as { session?: { caipAddress: string }; token?: string; error?: string }
    check(verify.status === 200, `verify: HTTP ${verify.status} ${JSON.stringify(verified)}`)
    check(
      verified.session?.caipAddress === `eip155:1:${account.address}`,
      `verify: session ${JSON.stringify(verified.session)}`,
    )
    check(typeof verified.token === 'string', 'verify: no token')

    if (code.includes("'/api/me'")) {
      const anonymous = await fetch(`${base}/api/me`)
      check(anonymous.status === 401, `/api/me without a token: HTTP ${anonymous.status}`)
      const me = await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${verified.token}` } })
      const body = (await me.json()) as { caipAddress?: string }
      check(
        me.status === 200 && body.caipAddress === `eip155:1:${account.address}`,
        `/api/me with the token: HTTP ${me.status} ${JSON.stringify(body)}`,
      )
    }
    const allowed = /allowedOrigins: \['([^']+)'\]/.exec(code)?.[1]
    const preflight = (origin: string) =>
      fetch(`${base}/api/siwx/verify`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      })
    const stranger = await preflight('https://elsewhere.example')
    check(stranger.headers.get('access-control-allow-origin') === null, 'CORS: an unlisted origin was allowed')
    if (allowed) {
      const listed = await preflight(allowed)
      check(
        listed.headers.get('access-control-allow-origin') === allowed,
        `CORS: ${allowed} not allowed (HTTP ${listed.status})`,
      )
    }
    console.log(
      `ok   ${name} (port ${port}): nonce, verify${code.includes("'/api/me'") ? ', /api/me' : ''}, CORS${allowed ? ` (${allowed} allowed)` : ' (none allowed)'}`,
    )
  } finally {
    child.kill()
    rmSync(cwd, { recursive: true, force: true })
  }
}

let failed = 0
for (const { page, name } of SNIPPETS) {
  try {
    await runSnippet(name, docSnippet(page, name))
  } catch (error) {
    failed++
    console.error(`FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`)
  }
}
console.log(`${SNIPPETS.length - failed} passed, ${failed} failed (server snippets of the docs and the README)`)
process.exitCode = failed ? 1 : 0
