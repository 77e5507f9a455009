import { Component, type ReactNode } from 'react'

interface State {
  error?: Error
}

/**
 * Keeps one broken view from taking the whole modal down: shows the error and lets the user go
 * back (the dialog shell and its header stay usable).
 */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State & { key?: string }> {
  override state: State & { key?: string } = {}
  static getDerivedStateFromError(error: Error): State {
    return { error }
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: State & { key?: string }) {
    return props.resetKey !== state.key ? { error: undefined, key: props.resetKey } : null
  }
  override render() {
    if (this.state.error)
      return (
        <div className="wm-center" role="alert">
          <p className="wm-error">{this.state.error.message || 'Something went wrong'}</p>
        </div>
      )
    return this.props.children
  }
}
