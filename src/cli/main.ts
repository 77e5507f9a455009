#!/usr/bin/env node
/** The `wallet-modal-server` command (package.json `bin`); see ./program.ts. */
import { program } from './program.js'

await program().parseAsync(process.argv)
