// A server component (prerendered at build): it renders the client component below, which Next
// renders on the server first and hydrates in the browser.
import { Wallet } from './wallet'

export default function Page() {
  return (
    <main>
      <h1>Next.js host</h1>
      <Wallet />
    </main>
  )
}
