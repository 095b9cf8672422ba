import { describe, expect, it } from 'vitest';
import en from '../../locales/en/registration.json';
import es from '../../locales/es/registration.json';
import { registrationMessage } from './server-messages';

const tIn = (dict: Record<string, unknown>) => (key: string) =>
  key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], dict) as string;

describe('registrationMessage', () => {
  it('words the refusals a parent can meet in their language, by code', () => {
    expect(registrationMessage(tIn(es), { code: 'email_taken' })).toBe('Ya existe una cuenta con este correo electrónico.');
    expect(registrationMessage(tIn(en), { code: 'slot_full' })).toBe('This time slot is full');
  });
  it('leaves every other code to the shared translation', () => {
    expect(registrationMessage((k: string) => k, { code: 'forbidden' })).toBe('errors:forbidden');
  });
});
