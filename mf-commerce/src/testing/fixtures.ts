import type { Product } from '@parish/shared-types';

/** A shop item as GET /api/shop/ returns it; tests override what they assert. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    title: 'Parish Prayer Book',
    description: 'Daily prayers and the order of Mass, bound in blue cloth.',
    price: 12.5,
    image: 'https://images.example.org/prayer-book.jpg',
    ...overrides,
  };
}
