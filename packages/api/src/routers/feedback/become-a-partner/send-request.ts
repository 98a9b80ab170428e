import { z } from 'zod';

import { emailSchema, FIELD_LIMITS, optionalText, requiredText } from '@backoffice/shared';

import { createdResponse, created } from '../../../contract';
import { submitPartnerRequest } from '../../../services/feedback/submit-partner-request';
import { publicProcedure } from '../../../trpc';

export const sendPartnerRequestInput = z.object({
  business_name: requiredText(FIELD_LIMITS.textMax),
  contact_name: requiredText(FIELD_LIMITS.textMax),
  region: optionalText(FIELD_LIMITS.textMax),
  province: optionalText(FIELD_LIMITS.textMax),
  address: optionalText(FIELD_LIMITS.textMax),
  postcode: optionalText(16),
  vat_number: optionalText(32),
  email: emailSchema(FIELD_LIMITS.textMax),
  phone_number: requiredText(32),
});

/** Our extension: the public site's become-a-partner form. Public and limited per address. */
export const sendRequest = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/feedback/become-a-partner/send-request',
      tags: ['feedback'],
      summary: 'Submit a become-a-partner request from the public site (extension; limited per address)',
    },
    errors: ['TOO_MANY_REQUESTS'],
  })
  .input(sendPartnerRequestInput)
  .output(createdResponse)
  .mutation(async ({ ctx, input }) =>
    created(
      await submitPartnerRequest(ctx, {
        businessName: input.business_name,
        contactName: input.contact_name,
        region: input.region,
        province: input.province,
        address: input.address,
        postcode: input.postcode,
        vatNumber: input.vat_number,
        email: input.email,
        phoneNumber: input.phone_number,
      }),
    ),
  );
