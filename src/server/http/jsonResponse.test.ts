import { describe, expect, it } from 'vitest'
import { jsonResponse } from './jsonResponse.js'
import { HttpProblem } from './problems.js'

describe('jsonResponse', () => {
  it('answers JSON that is never cached, with extra headers', async () => {
    const answer = jsonResponse(429, { error: 'Too many requests' }, { 'Retry-After': '5' })
    expect(answer.status).toBe(429)
    expect(Object.fromEntries(answer.headers)).toEqual({
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'retry-after': '5',
    })
    expect(await answer.json()).toEqual({ error: 'Too many requests' })
  })

  it('sends no body with 204, whatever body it is given', async () => {
    const answer = jsonResponse(204, { ignored: true })
    expect(answer.status).toBe(204)
    expect(await answer.text()).toBe('')
  })
})

describe('HttpProblem', () => {
  it('carries its name, status and headers', () => {
    const problem = new HttpProblem('Too many requests', 429, { 'Retry-After': '1' })
    expect(problem).toBeInstanceOf(Error)
    expect(problem).toMatchObject({
      name: 'HttpProblem',
      message: 'Too many requests',
      status: 429,
      headers: { 'Retry-After': '1' },
    })
    expect(new HttpProblem('Not found', 404).headers).toEqual({})
  })
})
