/** The token picker's strings (ui/TokenPicker.tsx: Send, Swap; issue 15). */
export const tokenPickerMessages = {
  selectToken: 'Select token',
  searchTokens: 'Search tokens',
  tokenList: 'Tokens',
  noTokens: 'No tokens found',
  chooseToken: 'Choose a token',
} as const
