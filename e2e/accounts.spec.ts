import { expect, test } from '@playwright/test';
import { demoAdmin, logIn, logOutFromLayout, snap } from './helpers';

test('a new trader registers, logs out, logs in again and is kept out of /admin', async ({
  page,
}, testInfo) => {
  const username = `trader_${testInfo.project.name}_${Date.now() % 1_000_000}`;
  const email = `${username}@example.com`;
  const password = 'Correct-Horse-42';

  await page.goto('/register');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('something else');
  await page.getByRole('button', { name: /create account|register/i }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await snap(page, testInfo, 'register-errors');

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: /create account|register/i }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByText('Registration successful! Please check your email for verification.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome, ${username}!` })).toBeVisible();
  await snap(page, testInfo, 'dashboard-after-register');

  await logOutFromLayout(page, testInfo);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);

  await logIn(page, { email, password: 'wrong-password' });
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await logIn(page, { email, password });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login successful!')).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the seeded admin lands on /admin and sees Manage Users', async ({ page }, testInfo) => {
  await logIn(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);
  // The label sits in the sidebar on a desktop and in the top bar on a phone.
  await expect(page.getByText('Admin Portal').filter({ visible: true }).first()).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByText('amina@soko.local').first()).toBeVisible();
  await snap(page, testInfo, 'admin-users');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await logOutFromLayout(page, testInfo);
});
