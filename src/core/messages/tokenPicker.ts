/** The token picker's strings (ui/TokenPicker.tsx: Send, Swap). */
export const tokenPickerMessages = {
  selectToken: 'Select token',
  searchTokens: 'Search tokens',
  tokenList: 'Tokens',
  noTokens: 'No tokens found',
  chooseToken: 'Choose a token',
} as const
