/**
 * Compiles the demo's Solidity (demo/evm-tokens/contracts/) with solc-js to
 * `demo/build/contracts.json`. Run: `tsx demo/evm-tokens/compile.ts`; the stack (demo/start.ts)
 * calls {@link ensureCompiledContracts}, which compiles only when that file is missing or stale,
 * so `npm run build` needs no extra step.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

const evmTokensDir = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)

/** Where the Solidity sources live. */
export const CONTRACTS_DIR = join(evmTokensDir, 'contracts')

/** The build output (demo/build is gitignored). */
export const CONTRACTS_JSON = resolve(evmTokensDir, '..', 'build', 'contracts.json')

/** The contracts the demo needs, by name (each `<Name>.sol` in {@link CONTRACTS_DIR} defines `contract <Name>`). */
export type ContractName = 'DemoToken' | 'Multicall3' | 'DemoUniversalResolver'

const CONTRACT_NAMES: readonly ContractName[] = ['DemoToken', 'Multicall3', 'DemoUniversalResolver']

/** One compiled contract. */
export interface CompiledContract {
  abi: Abi
  /** Creation code (constructor included), 0x-prefixed. */
  bytecode: Hex
  /** Runtime code, what `anvil_setCode` installs, 0x-prefixed. */
  deployedBytecode: Hex
}

/** The content of {@link CONTRACTS_JSON}. */
export interface CompiledContracts {
  /** sha256 of the compiler version, OpenZeppelin's version, the settings and the sources: the staleness key. */
  sourceHash: string
  solcVersion: string
  contracts: Record<ContractName, CompiledContract>
}

// Cancun: what any anvil 1.x and viem understand; Multicall3 installs with setCode, so no immutables there.
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version
}

function readSources(): Record<string, { content: string }> {
  const files = readdirSync(CONTRACTS_DIR).filter((file) => file.endsWith('.sol')).sort()
  return Object.fromEntries(files.map((file) => [file, { content: readFileSync(join(CONTRACTS_DIR, file), 'utf8') }]))
}

function hashOf(sources: Record<string, { content: string }>): string {
  const hash = createHash('sha256')
  hash.update(JSON.stringify({
    solc: packageVersion('solc'),
    openzeppelin: packageVersion('@openzeppelin/contracts'),
    settings: SETTINGS,
  }))
  for (const [file, { content }] of Object.entries(sources)) hash.update(`\0${file}\0${content}`)
  return hash.digest('hex')
}

/** solc's import callback: `@openzeppelin/...` from node_modules, anything else from {@link CONTRACTS_DIR}. */
function findImport(path: string): { contents: string } | { error: string } {
  try {
    const file = path.startsWith('@') ? require.resolve(path) : join(CONTRACTS_DIR, path)
    return { contents: readFileSync(file, 'utf8') }
  } catch {
    return { error: `not found: ${path}` }
  }
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>>
}

/**
 * Compiles every `.sol` in {@link CONTRACTS_DIR} (solc-js, loaded only here: it takes ~1 s to load).
 * @throws Error 'solc: <formatted errors>' on a compile error; 'solc: no contract <Name> in <Name>.sol'
 */
export async function compileContracts(): Promise<CompiledContracts> {
  const { default: solc } = await import('solc')
  const sources = readSources()
  const input = { language: 'Solidity', sources, settings: SETTINGS }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }) as string) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(`solc: ${errors.map((error) => error.formattedMessage).join('\n')}`)
  const contracts = Object.fromEntries(CONTRACT_NAMES.map((name) => {
    const compiled = output.contracts?.[`${name}.sol`]?.[name]
    if (!compiled) throw new Error(`solc: no contract ${name} in ${name}.sol`)
    return [name, {
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
      deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
    }]
  })) as Record<ContractName, CompiledContract>
  return { sourceHash: hashOf(sources), solcVersion: solc.version() as string, contracts }
}

/** {@link CONTRACTS_JSON} when it exists, parses and matches the current sources; else undefined. */
export function readCompiledContracts(file = CONTRACTS_JSON): CompiledContracts | undefined {
  let compiled: CompiledContracts
  try {
    compiled = JSON.parse(readFileSync(file, 'utf8')) as CompiledContracts
  } catch {
    return undefined
  }
  if (compiled.sourceHash !== hashOf(readSources())) return undefined
  const complete = CONTRACT_NAMES.every((name) => compiled.contracts?.[name]?.deployedBytecode?.startsWith('0x'))
  return complete ? compiled : undefined
}

/** Writes `compiled` to `file` atomically (temp file + rename: a parallel start never reads half a file). */
export function writeCompiledContracts(compiled: CompiledContracts, file = CONTRACTS_JSON): void {
  mkdirSync(dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.tmp`
  writeFileSync(temp, `${JSON.stringify(compiled, null, 2)}\n`)
  renameSync(temp, file)
}

/**
 * The compiled contracts: from {@link CONTRACTS_JSON} when fresh (a few ms), else compiled now
 * (~1.5 s, blocking the event loop while solc runs) and written there.
 */
export async function ensureCompiledContracts(file = CONTRACTS_JSON): Promise<CompiledContracts> {
  const fresh = readCompiledContracts(file)
  if (fresh) return fresh
  const compiled = await compileContracts()
  writeCompiledContracts(compiled, file)
  return compiled
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const started = Date.now()
  const compiled = await compileContracts()
  writeCompiledContracts(compiled)
  const sizes = CONTRACT_NAMES.map((name) => `${name} ${(compiled.contracts[name].deployedBytecode.length - 2) / 2} B`).join(', ')
  console.log(`compiled ${relative(process.cwd(), CONTRACTS_JSON)} with solc ${compiled.solcVersion} in ${Date.now() - started} ms (${sizes})`)
}
