// The demo inbox: lists the SMTP sink's messages (newest first) and refreshes every 2 seconds.
const list = document.getElementById('inbox')
const status = document.getElementById('inbox-status')
let lastTopId = -1

function render(messages) {
  list.replaceChildren(
    ...messages.map((message) => {
      const item = document.createElement('li')
      item.className = 'card mail'
      const heading = document.createElement('h2')
      heading.textContent = message.subject
      const meta = document.createElement('p')
      meta.className = 'mail-meta'
      meta.textContent = `To ${message.to.join(', ')} · ${new Date(message.receivedAt).toLocaleTimeString()}`
      const body = document.createElement('pre')
      body.textContent = message.text
      item.append(heading, meta, body)
      return item
    }),
  )
}

async function refresh() {
  try {
    const response = await fetch('/mail/messages.json', { cache: 'no-store' })
    const { messages } = await response.json()
    const topId = messages[0]?.id ?? 0
    if (topId !== lastTopId) {
      lastTopId = topId
      render(messages)
    }
    status.textContent =
      messages.length === 0 ? 'No messages yet.' : `${messages.length} message${messages.length === 1 ? '' : 's'}.`
  } catch {
    status.textContent = 'The inbox is not reachable: is the demo running?'
  }
}

await refresh()
setInterval(refresh, 2000)
