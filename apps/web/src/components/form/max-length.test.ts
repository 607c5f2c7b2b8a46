import { CreateOrderRequest, OrderJobInput } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthOf } from './max-length';

describe('maxLengthOf', () => {
  it('reads the longest text an endpoint accepts, through optional', () => {
    expect(maxLengthOf(OrderJobInput.shape.name)).toBe(200);
    expect(maxLengthOf(CreateOrderRequest.shape.orderInstruction)).toBe(5000);
    expect(maxLengthOf(z.string().nullable())).toBeUndefined();
    expect(maxLengthOf(z.number())).toBeUndefined();
  });
});
