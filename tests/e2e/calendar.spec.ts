import { expect, test } from '@playwright/test';
import { enterCompany, wcagViolations } from './helpers';

/**
 * Spec §9's calendar defaults on the shared calendar (issue 20), measured on the departments'
 * attendance calendar: week view first, 40 px hour cells, a 42-cell month, the years view (25
 * years, navigable, a year opens it), and the "now" line that moves with the clock.
 */
test('the calendar opens on the week, measures the spec defaults and navigates the years view', async ({ page }) => {
  await page.clock.install();
  await enterCompany(page, 'admin@horizonte.demo.mx', 'Comercializadora Horizonte');
  await page.goto('/control-asistencia/calendario/departamentos');
  await page.getByRole('combobox', { name: 'Departamento' }).click();
  await page.getByRole('option', { name: 'Ventas', exact: true }).click();
  const calendar = page.getByTestId('calendario-asistencia');

  await expect(calendar.locator('.fc-timeGridWeek-view')).toBeVisible();
  const slot = await calendar.locator('.fc-timegrid-slot-lane').first().boundingBox();
  expect(Math.round(slot!.height)).toBe(40);
  const slotLabels = await calendar.locator('.fc-timegrid-slot-label[data-time]').evaluateAll((cells) => cells.slice(0, 3).map((cell) => cell.getAttribute('data-time')));
  expect(slotLabels).toEqual(['00:00:00', '01:00:00', '02:00:00']);

  // The now line moves when a minute passes.
  const line = calendar.locator('.fc-timegrid-now-indicator-line').first();
  await expect(line).toBeAttached();
  const before = await line.evaluate((element) => (element as HTMLElement).style.top);
  await page.clock.fastForward(60_000);
  await expect.poll(() => line.evaluate((element) => (element as HTMLElement).style.top)).not.toBe(before);

  await calendar.getByRole('button', { name: 'Mes' }).click();
  await expect(calendar.locator('.fc-dayGridMonth-view .fc-daygrid-day')).toHaveCount(42);

  await calendar.getByRole('button', { name: 'Años' }).click();
  const thisYear = new Date(await page.evaluate(() => Date.now())).getFullYear();
  const years = calendar.getByRole('list', { name: `Años ${thisYear} a ${thisYear + 24}` });
  await expect(years.getByRole('button')).toHaveCount(25);
  await expect(years.getByRole('button', { name: String(thisYear) })).toHaveAttribute('aria-current', 'date');
  const violations = await wcagViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  await calendar.getByRole('button', { name: 'Siguiente' }).click();
  await expect(calendar.getByRole('list', { name: `Años ${thisYear + 25} a ${thisYear + 49}` })).toBeVisible();
  await calendar.getByRole('button', { name: 'Anterior' }).click();
  await years.getByRole('button', { name: String(thisYear) }).click();
  await expect(calendar.locator('.fc-multiMonthYear-view')).toBeVisible();
  await expect(calendar.getByRole('heading', { name: String(thisYear) })).toBeVisible();
});
