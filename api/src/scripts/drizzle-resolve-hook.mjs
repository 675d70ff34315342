// Loaded with `node --import` by drizzle-kit.ts: a bare `drizzle-orm`
// specifier that cannot be resolved from where it is imported is resolved
// from the API workspace instead.
import { register } from 'node:module';

const API_URL = new URL('../../package.json', import.meta.url).href;

const hooks = `
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return next(specifier, { ...context, parentURL: ${JSON.stringify(API_URL)} });
    }
    throw error;
  }
}
`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`);
