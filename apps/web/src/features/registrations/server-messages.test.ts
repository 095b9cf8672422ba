import { describe, expect, it } from 'vitest';
import en from '../../locales/en/registration.json';
import es from '../../locales/es/registration.json';
import { localServerMessage } from './server-messages';

const tIn = (dict: Record<string, unknown>) => (key: string) =>
  key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], dict) as string;

describe('localServerMessage', () => {
  it('shows the messages a parent can meet in their language', () => {
    expect(localServerMessage('Your card was declined.', tIn(es))).toBe('Su tarjeta fue rechazada.');
    expect(localServerMessage('An account with this email already exists.', tIn(es))).toBe(
      'Ya existe una cuenta con este correo electrónico.',
    );
    expect(localServerMessage('This time slot is full', tIn(en))).toBe('This time slot is full');
  });
  it('keeps an unknown message as the server wrote it', () => {
    expect(localServerMessage('Something new went wrong', tIn(es))).toBe('Something new went wrong');
  });
});
