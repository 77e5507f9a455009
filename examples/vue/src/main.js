// Defines <wallet-modal>, <wallet-modal-button> and <wallet-modal-network-button> before Vue renders them.
import 'wallet-modal/define'
import { createApp } from 'vue'
import App from './App.vue'

createApp(App).mount('#app')
