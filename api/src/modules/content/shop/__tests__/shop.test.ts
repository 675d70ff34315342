import { buildProductInput } from '@parish/shared-types/testing';
import { describeResourceContract } from '../../../../testing/resource-tests';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../routes';

const product = buildProductInput({ price: 15.5 });

describeResourceContract({
  path: '/api/shop/',
  notFoundMessage: PRODUCT_NOT_FOUND_MESSAGE,
  seeded: { count: 6, first: { title: 'Olive Wood Rosary', price: 12.5 } },
  // Form strings are accepted for the price; dollars come back as a number.
  create: { body: { ...product, price: '15.50' }, shows: product },
  invalid: [
    {
      name: 'an item without any field',
      body: {},
      fields: {
        title: 'Title is required',
        description: 'Description is required',
        price: 'Price is required',
        image: 'Image is required',
      },
    },
    {
      name: 'a price with three decimals',
      body: { ...product, price: 1.234 },
      fields: { price: 'Use at most two decimals' },
    },
    {
      name: 'a price of "free"',
      body: { ...product, price: 'free' },
      fields: { price: 'Must be a number' },
    },
    {
      name: 'a price below 0.50',
      body: { ...product, price: 0.2 },
      fields: { price: 'Must be at least 0.5' },
    },
  ],
  update: { method: 'PUT', body: { ...product, price: 18 }, shows: { price: 18 } },
});
