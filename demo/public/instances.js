// Two <wallet-modal> instances on one page, configured in the same tick (EVM networks only), each
// with its own storage key: a host with a header button and a checkout button, say.
await customElements.whenDefined('wallet-modal')
const networks = window.DEMO_CONFIG.networks.filter((network) => network.caipNetworkId.startsWith('eip155:'))
for (const modal of document.querySelectorAll('wallet-modal')) {
  modal.setOptions({ networks, storageKey: `instances-${modal.id}`, metadata: { name: 'two instances' } })
  document.getElementById(`open-${modal.id}`).addEventListener('click', () => modal.open())
}
