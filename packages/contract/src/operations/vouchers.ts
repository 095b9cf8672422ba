// Vouchers (discount codes at registration): admins list, create and switch them on or off.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import { createVoucherBody, voucher, voucherList, voucherListQuery } from '../vouchers.js';

export const voucherOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/api/vouchers',
    access: access.admin,
    query: voucherListQuery,
    list: voucherList,
    response: z.array(voucher),
    tags: ['vouchers'],
  }),
  create: defineOperation({
    method: 'POST',
    path: '/api/vouchers',
    access: access.admin,
    body: createVoucherBody,
    response: voucher,
    status: 201,
    tags: ['vouchers'],
  }),
  setActive: defineOperation({
    method: 'PATCH',
    path: '/api/vouchers/:id',
    access: access.admin,
    params: z.object({ id: z.string().uuid() }),
    body: z.object({ active: z.boolean() }),
    response: voucher,
    tags: ['vouchers'],
  }),
};
