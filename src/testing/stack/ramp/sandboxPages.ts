/** The ramp sandbox's HTML pages: a checkout (Pay / Cancel), its result, and a refusal. No script. */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#111}main{max-width:420px;margin:32px auto;padding:24px;background:#fff;border-radius:16px;border:1px solid #ddd}
h1{font-size:20px;margin:0 0 4px}p.note{color:#444;margin:0 0 16px;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 20px}dt{color:#444}dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
form{display:inline}button{font:inherit;font-weight:600;padding:10px 20px;border-radius:999px;border:1px solid #888;background:#fff;color:#111;cursor:pointer;margin-right:8px}button.pay{background:#0b57d0;border-color:#0b57d0;color:#fff}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}code{overflow-wrap:anywhere}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}

/** What a checkout or deposit page shows. */
export interface CheckoutSummary {
  seller: string
  /** e.g. 'MoonPay-style: HMAC-signed URL'. */
  flavour: string
  rows: [string, string][]
  /** Form targets: POST here to pay, or to cancel. */
  payAction: string
  cancelAction: string
}

/** The checkout page: the order and two buttons, Pay (focused first) and Cancel. */
export function checkoutPage(summary: CheckoutSummary): string {
  const rows = summary.rows.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('')
  return page(
    `${summary.seller} checkout`,
    `<h1>${escape(summary.seller)}</h1><p class="note">Local ramp sandbox (${escape(summary.flavour)}): no real money moves; Pay sends the tokens on the local chain.</p>
<dl>${rows}</dl>
<form method="post" action="${escape(summary.payAction)}"><button class="pay" type="submit" autofocus>Pay</button></form><form method="post" action="${escape(summary.cancelAction)}"><button type="submit">Cancel</button></form>`,
  )
}

/** The page after Pay or Cancel. */
export function resultPage(
  seller: string,
  status: 'SUCCESS' | 'FAILED' | 'IN_PROGRESS',
  txHash?: string,
  error?: string,
): string {
  const heading =
    status === 'SUCCESS' ? 'Payment complete' : status === 'FAILED' ? 'Payment cancelled' : 'Payment in progress'
  const detail =
    status === 'SUCCESS' && txHash
      ? `<p>Sent in transaction <code>${escape(txHash)}</code>. You can close this window.</p>`
      : error
        ? `<p>${escape(error)}</p>`
        : '<p>You can close this window.</p>'
  return page(`${seller}: ${heading}`, `<h1>${escape(heading)}</h1>${detail}`)
}

/** A refused checkout (bad signature, used token, …): `reason` says which check failed. */
export function refusalPage(seller: string, reason: string): string {
  return page(`${seller}: checkout refused`, `<h1>Checkout refused</h1><p role="alert">${escape(reason)}</p>`)
}
