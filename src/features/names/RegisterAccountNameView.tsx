import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { registerName } from '../../actions/registerName.js'
import { NAME_SUGGESTIONS_DEBOUNCE_MS } from '../../core/constants.js'
import { messages } from './texts.js'
import { NameError } from '../../core/names/nameErrors.js'
import type { CheckedLabel, checkLabel as CheckLabel } from '../../core/names/checkLabel.js'
import { fullName, isRegistrableLabel, previewLabel } from '../../core/names/nameRule.js'
import { replaceView } from '../../core/navigation.js'
import { queryKeys } from '../../core/queryKeys.js'
import { activeAccount } from '../../core/store.js'
import { formStyles } from '../../ui/formStyles.js'
import { queryClientOf } from '../../ui/QueryProvider.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { queryView } from '../../ui/queryView.js'
import { namesStyles } from './namesStyles.js'
import { nameSuggestionsQuery } from './nameQueries.js'
import { useDebouncedValue } from '../../ui/useDebouncedValue.js'

/**
 * RegisterAccountName (spec section 2): the visitor types a label, read as the name service reads
 * it (ENSIP-15 normalisation: 'ＡＢＣＤ' is 'abcd'); the rule (spec section 5) shows under the field,
 * as an error once the typed label breaks it, and a label the rule admits but ENSIP-15 refuses
 * ('ab--cd') marks the field invalid with the reason in words; suggestions with their availability
 * come from the name service as typing pauses (debounced); Register has the connected wallet sign
 * the registration message and, once the service took it, replaces this view with
 * RegisterAccountNameSuccess. A taken name cannot be registered. Loaded as its own chunk.
 */
export default queryView(RegisterForm, formStyles, namesStyles)

function RegisterForm() {
  const context = useModalContext()
  const ids = useId()
  const names = useModalState((s) => s.options.names)
  const account = useModalState(activeAccount)
  const [typed, setTyped] = useState('')
  const suffix = names?.suffix ?? ''
  // ENSIP-15 first, as the service normalises: 'ＡＢＣＤ' is 'abcd', 'ab--cd' is refused with its
  // reason. The normaliser (~25 kB gzip) loads as the view opens; until then the rule alone
  // previews the label, and Register waits for it.
  const check = useLabelChecker()
  const checked: CheckedLabel = check ? check(typed, suffix) : previewOnly(typed, suffix)
  const label = checked.label
  const valid = !!check && label !== '' && checked.problem === undefined
  const query = useDebouncedValue(label, NAME_SUGGESTIONS_DEBOUNCE_MS)
  const suggestions = useQuery({
    ...nameSuggestionsQuery(context, names?.api ?? '', query),
    enabled: !!names && query !== '',
  })
  const register = useMutation({
    mutationFn: () => registerName(context, { label }),
    onSuccess: (registered) => {
      // The new name is the account's primary name now (registerName set profileName): the cache
      // the Account header and the store's lookups read agrees at once, no refetch.
      queryClientOf(context.store).setQueryData(queryKeys.profileName(account.caipAddress), registered.name)
      // The account it was registered for: should the wallet switch accounts, the view says whose it is.
      replaceView(context.store, 'RegisterAccountNameSuccess', {
        name: registered.name,
        caipAddress: account.caipAddress,
      })
    },
  })
  const name = fullName(label, suffix)
  // The typed name's availability, once the answer for exactly this label is in.
  const own = query === label ? suggestions.data?.find((s) => s.name === name) : undefined
  const taken = own?.registered === true || (register.error instanceof NameError && register.error.refusal === 'taken')
  const showRule = checked.problem === 'rule'
  const reason = checked.problem === 'hyphens' ? messages.nameHyphens : undefined
  const canRegister = valid && own?.registered === false && !register.isPending

  function submit(event: FormEvent) {
    event.preventDefault()
    if (canRegister) register.mutate()
  }

  return (
    <form className="wm-form" onSubmit={submit} noValidate>
      <div className="wm-field">
        <label className="wm-label" htmlFor={`${ids}-name`}>
          {messages.nameLabel}
        </label>
        <div className="wm-row">
          <input
            id={`${ids}-name`}
            className="wm-input"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            value={typed}
            aria-invalid={showRule || reason || taken ? true : undefined}
            aria-describedby={reason ? `${ids}-rule ${ids}-reason ${ids}-status` : `${ids}-rule ${ids}-status`}
            onChange={(e) => {
              register.reset()
              setTyped(e.target.value)
            }}
          />
          <span className="wm-muted" aria-hidden="true">
            .{suffix}
          </span>
        </div>
        <p id={`${ids}-rule`} className={showRule ? 'wm-field-error' : 'wm-muted wm-small'} data-testid="name-rule">
          {messages.nameRule}
        </p>
        {reason && (
          <p id={`${ids}-reason`} className="wm-field-error" data-testid="name-reason">
            {reason}
          </p>
        )}
        <p
          id={`${ids}-status`}
          className={taken ? 'wm-field-error' : 'wm-muted wm-small'}
          role="status"
          data-testid="name-status"
        >
          {valid && own ? (own.registered ? messages.nameTaken(name) : messages.nameAvailable(name)) : ''}
        </p>
      </div>
      {suggestions.isError && (
        <p className="wm-error" role="alert">
          {messages.errorFetchingSuggestions}
        </p>
      )}
      {suggestions.data && suggestions.data.length > 0 && (
        <div className="wm-field">
          <span className="wm-label" id={`${ids}-suggestions`}>
            {messages.suggestionsLabel}
          </span>
          <ul className="wm-suggestions" aria-labelledby={`${ids}-suggestions`}>
            {suggestions.data.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="wm-button wm-suggestion"
                  disabled={suggestion.registered}
                  onClick={() => setTyped(previewLabel(suggestion.name, suffix))}
                >
                  <span>{suggestion.name}</span>
                  <span className="wm-small">{suggestion.registered ? messages.taken : messages.available}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {register.error && (
        <p className="wm-error" role="alert">
          {register.error instanceof NameError && register.error.refusal === 'taken'
            ? messages.nameTaken(name)
            : messages.errorRegisteringName}
        </p>
      )}
      <button
        type="submit"
        className="wm-button wm-button-primary"
        disabled={!canRegister}
        aria-busy={register.isPending}
      >
        {register.isPending ? messages.registering : messages.register}
      </button>
    </form>
  )
}

/** ENSIP-15's check (core/names/checkLabel.ts), once its chunk has loaded. */
function useLabelChecker(): typeof CheckLabel | undefined {
  const [check, setCheck] = useState<typeof CheckLabel>()
  useEffect(() => {
    let live = true
    import('../../core/names/checkLabel.js').then(
      (loaded) => live && setCheck(() => loaded.checkLabel),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  return check
}

/** The rule alone, before the normaliser is in: the typed label lowercased, its problem if the rule says so. */
function previewOnly(typed: string, suffix: string): CheckedLabel {
  const label = previewLabel(typed, suffix)
  return label === '' || isRegistrableLabel(label) ? { label } : { label, problem: 'rule' }
}
