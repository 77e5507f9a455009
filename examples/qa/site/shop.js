// The shop's own script: its networks, sign-in required, and its buttons.
const { evmRpcUrl, solanaRpcUrl, siwxServerUrl } = window.SHOP_CONFIG
const modal = document.querySelector('wallet-modal')
await customElements.whenDefined('wallet-modal')

modal.setOptions({
  networks: [
    { caipNetworkId: 'eip155:31337', name: 'Local Ethereum', rpcUrl: evmRpcUrl },
    { caipNetworkId: 'solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE', name: 'Local Solana', rpcUrl: solanaRpcUrl },
  ],
  metadata: { name: 'Corner Shop', url: location.origin },
  siwx: { required: true, statement: 'Sign in to Corner Shop.', serverUrl: siwxServerUrl },
})

const account = document.getElementById('account')
modal.addEventListener('wallet-modal:siwx-success', (event) => {
  account.textContent = `Signed in as ${event.detail.caipAddress}`
})
modal.addEventListener('wallet-modal:disconnect', () => {
  account.textContent = 'Not signed in'
})
document.getElementById('connect').addEventListener('click', () => modal.open())
document.getElementById('pay').addEventListener('click', () => modal.open({ view: 'WalletSend' }))
