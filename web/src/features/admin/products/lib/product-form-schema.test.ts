import { describe, expect, it } from 'vitest';
import { type ProductFormValues, productFormSchema, productFormValues } from './product-form-schema';

const emptyIgsumForm = productFormValues(null);

/** The first message per field, as the IGSUM product form shows them. */
function checkIgsumForm(values: ProductFormValues): Record<string, string> {
  const result = productFormSchema('igsum').safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the IGSUM product form schema', () => {
  const valid = {
    ...emptyIgsumForm,
    name: 'Kikoi',
    description: 'Cotton wrap',
    price: '24.50',
    category: '2',
    stock_quantity: '0',
  };

  it('passes a complete form', () => {
    expect(checkIgsumForm(valid)).toEqual({});
  });

  it('gives the docs/forms-and-messages.md messages for an empty form', () => {
    expect(checkIgsumForm(emptyIgsumForm)).toEqual({
      name: 'Product name is required',
      description: 'Description is required',
      price: 'Price must be a positive number',
      category: 'Category is required',
      stock_quantity: 'Stock quantity must be a non-negative integer',
    });
  });

  it('treats a blank name as missing', () => {
    expect(checkIgsumForm({ ...valid, name: '   ' }).name).toBe('Product name is required');
  });

  it.each(['0', '-5', 'abc', '1.234'])('refuses the price %s', (price) => {
    expect(checkIgsumForm({ ...valid, price }).price).toBe('Price must be a positive number');
  });

  it.each(['-1', '2.5', 'x', ''])('refuses the stock %s', (stock_quantity) => {
    expect(checkIgsumForm({ ...valid, stock_quantity }).stock_quantity).toBe(
      'Stock quantity must be a non-negative integer',
    );
  });

  it('checks the image URL only when one is given', () => {
    expect(checkIgsumForm({ ...valid, image_url: 'not a url' }).image_url).toBe(
      'Please enter a valid image URL',
    );
    expect(checkIgsumForm({ ...valid, image_url: 'ftp://x.example/a.png' }).image_url).toBe(
      'Please enter a valid image URL',
    );
    expect(checkIgsumForm({ ...valid, image_url: 'https://cdn.example.com/kikoi.png' })).toEqual({});
  });
});
