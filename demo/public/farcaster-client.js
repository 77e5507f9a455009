// The demo Farcaster client: shows which site asks to sign in, and on "Sign in" has its back end
// sign the Sign In With Farcaster message with the custody key and hand it to the relay.
const channelToken = new URLSearchParams(location.search).get('channelToken') ?? ''
const request = document.getElementById('request')
const approve = document.getElementById('approve')
const result = document.getElementById('result')

async function load() {
  const response = await fetch(`/farcaster-client/channel?channelToken=${encodeURIComponent(channelToken)}`, {
    cache: 'no-store',
  })
  const body = await response.json()
  if (!response.ok) {
    request.textContent = body.error ?? 'This sign-in link is not valid.'
    return
  }
  request.textContent = `${body.domain} wants you to sign in as @${body.username} (fid ${body.fid}).`
  approve.disabled = false
}

approve.addEventListener('click', async () => {
  approve.disabled = true
  result.textContent = 'Signing in…'
  const response = await fetch('/farcaster-client/approve', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ channelToken }),
  })
  const body = await response.json()
  result.textContent = response.ok
    ? `Signed in to ${body.domain}. Go back to the app.`
    : (body.error ?? 'The sign-in failed.')
  if (!response.ok) approve.disabled = false
})

void load()
