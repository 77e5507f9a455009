/**
 * Compiles the local stack's Solidity (src/testing/stack/evm/contracts/) with solc-js and writes the
 * result as src/testing/stack/evm/compiledContracts.ts and one JSON file per contract in compiled/
 * beside it (ABI, creation and runtime code), which the stack (and
 * the published `wallet-modal/testing`) deploys from: no compiler at run time. Run
 * `tsx scripts/compile-contracts.ts` after changing a contract; a unit test
 * (compiledContracts.test.ts) fails while the committed module is stale.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi } from 'viem'
import type { CompiledContract, CompiledContracts, ContractName } from '../src/testing/stack/evm/contractTypes.js'

const require = createRequire(import.meta.url)
const evmDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'testing', 'stack', 'evm')

/** Where the Solidity sources live. */
export const CONTRACTS_DIR = join(evmDir, 'contracts')

/** The generated module. */
export const COMPILED_CONTRACTS_MODULE = join(evmDir, 'compiledContracts.ts')

const CONTRACT_NAMES: readonly ContractName[] = [
  'DemoToken',
  'Multicall3',
  'DemoUniversalResolver',
  'NamesUniversalResolver',
  'DemoIdRegistry',
  'VerifyingPaymaster',
]

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
  const files = readdirSync(CONTRACTS_DIR)
    .filter((file) => file.endsWith('.sol'))
    .sort()
  return Object.fromEntries(files.map((file) => [file, { content: readFileSync(join(CONTRACTS_DIR, file), 'utf8') }]))
}

/** sha256 of the compiler version, OpenZeppelin's and @account-abstraction/contracts' versions, the settings and the sources: the staleness key. */
export function contractsSourceHash(sources = readSources()): string {
  const hash = createHash('sha256')
  hash.update(
    JSON.stringify({
      solc: packageVersion('solc'),
      openzeppelin: packageVersion('@openzeppelin/contracts'),
      accountAbstraction: packageVersion('@account-abstraction/contracts'),
      settings: SETTINGS,
    }),
  )
  for (const [file, { content }] of Object.entries(sources)) hash.update(`\0${file}\0${content}`)
  return hash.digest('hex')
}

/** solc's import callback: `@openzeppelin/...` and `@account-abstraction/...` from node_modules, anything else from {@link CONTRACTS_DIR}. */
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
  contracts?: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>
  >
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
  const contracts = Object.fromEntries(
    CONTRACT_NAMES.map((name) => {
      const compiled = output.contracts?.[`${name}.sol`]?.[name]
      if (!compiled) throw new Error(`solc: no contract ${name} in ${name}.sol`)
      return [
        name,
        {
          abi: compiled.abi,
          bytecode: `0x${compiled.evm.bytecode.object}`,
          deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
        },
      ]
    }),
  ) as Record<ContractName, CompiledContract>
  return { sourceHash: contractsSourceHash(sources), solcVersion: solc.version() as string, contracts }
}

/** One contract as JSON (data, read by compiledContracts.ts): its ABI, then its creation and runtime code. */
function contractJson(contract: CompiledContract): string {
  const { abi, bytecode, deployedBytecode } = contract
  return `${JSON.stringify({ abi, bytecode, deployedBytecode }, null, 2)}\n`
}

/** Writes `file` through a temp file and a rename, so a reader never sees half of it. */
function writeAtomically(file: string, body: string): void {
  const temp = `${file}.${process.pid}.tmp`
  writeFileSync(temp, body)
  renameSync(temp, file)
}

/**
 * Writes `compiled`: one JSON file per contract in `compiled/` beside {@link COMPILED_CONTRACTS_MODULE},
 * and that module, which imports them (typed as {@link CompiledContract}) with the source hash and the
 * compiler's version.
 */
export function writeCompiledContractsModule(compiled: CompiledContracts, file = COMPILED_CONTRACTS_MODULE): void {
  const dir = join(dirname(file), 'compiled')
  mkdirSync(dir, { recursive: true })
  for (const name of CONTRACT_NAMES) writeAtomically(join(dir, `${name}.json`), contractJson(compiled.contracts[name]))
  writeAtomically(
    file,
    [
      '// Generated by `tsx scripts/compile-contracts.ts` from ./contracts/*.sol. Do not edit.',
      "import type { CompiledContract, CompiledContracts, ContractName } from './contractTypes.js'",
      ...CONTRACT_NAMES.map((name) => `import ${name} from './compiled/${name}.json' with { type: 'json' }`),
      '',
      '// JSON imports are typed loosely (`type: string`, not the ABI item kinds): the data is what solc wrote.',
      'const contracts = {',
      ...CONTRACT_NAMES.map((name) => `  ${name},`),
      '} as Record<ContractName, CompiledContract>',
      '',
      "/** The local stack's contracts, compiled (creation and runtime code, ABI; one JSON file each in ./compiled/). */",
      'export const COMPILED_CONTRACTS: CompiledContracts = {',
      `  sourceHash: '${compiled.sourceHash}',`,
      `  solcVersion: '${compiled.solcVersion}',`,
      '  contracts,',
      '}',
      '',
    ].join('\n'),
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const started = Date.now()
  const compiled = await compileContracts()
  writeCompiledContractsModule(compiled)
  const sizes = CONTRACT_NAMES.map(
    (name) => `${name} ${(compiled.contracts[name].deployedBytecode.length - 2) / 2} B`,
  ).join(', ')
  console.log(
    `compiled ${relative(process.cwd(), COMPILED_CONTRACTS_MODULE)} with solc ${compiled.solcVersion} in ${Date.now() - started} ms (${sizes})`,
  )
}
