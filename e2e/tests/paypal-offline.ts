import type { Page } from '@playwright/test';

/**
 * PayPal's browser script offline (no internet in the tests): one button that asks the site for
 * the order, opens PayPal's window for it and reports the viewer's answer to the site's form.
 */
export const PAYPAL_SCRIPT = `(() => {
  window.paypal = {
    version: 'stand-in',
    Buttons(options) {
      let container = null;
      return {
        isEligible: () => true,
        close: async () => container?.replaceChildren(),
        render: async (target) => {
          container = typeof target === 'string' ? document.querySelector(target) : target;
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.addEventListener('click', async () => {
            let orderID;
            try {
              orderID = await options.createOrder({}, {});
            } catch (error) {
              options.onError?.(error);
              return;
            }
            const answer = async (event) => {
              if (event.origin !== 'https://www.paypal.com' || event.data?.token !== orderID) return;
              window.removeEventListener('message', answer);
              if (event.data.approved) await options.onApprove({ orderID }, {});
              else options.onCancel?.({ orderID });
            };
            window.addEventListener('message', answer);
            window.open('https://www.paypal.com/checkoutnow?token=' + orderID, 'paypal', 'width=450,height=600');
          });
          container.append(button);
        },
      };
    },
  };
})();`;

/** Answers PayPal's script for this page's browser, so the payment step's PayPal form loads. */
export async function answerPaypalScript(page: Page): Promise<void> {
  await page
    .context()
    .route('https://www.paypal.com/sdk/js**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: PAYPAL_SCRIPT }),
    );
}
