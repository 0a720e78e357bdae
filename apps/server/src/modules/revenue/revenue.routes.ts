import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { FEE_REPORT_CSV_COLUMNS, FeeReport, FeeReportQuery } from '@soko/shared';
import { feeReportRecords } from './fee-report.js';
import type { RevenueService } from './revenue.service.js';

/**
 * Registered inside the admin scope (plugins/admin-scope.ts): GET /api/admin/reports/fees, the
 * month's fees and excise (JSON, or CSV with &format=csv). The month defaults to this one.
 */
export const adminRevenueRoutes: FastifyPluginCallbackZod<{
  services: { revenue: RevenueService };
}> = (app, options, done) => {
  const { revenue } = options.services;
  app.get(
    '/reports/fees',
    {
      schema: {
        tags: ['admin'],
        summary: 'Monthly fees by kind and currency, in KES, with the excise due and filing day',
        querystring: FeeReportQuery,
        // JSON as FeeReport; with format=csv the same report as a CSV file (not schema-checked).
        response: { 200: FeeReport.or(z.string()) },
        produces: ['application/json', 'text/csv'],
      },
    },
    async (request, reply) => {
      const report = await revenue.feeReport(request.query.month);
      const { month } = report;
      if (request.query.format !== 'csv') return report;
      const csv = stringify(feeReportRecords(report), {
        header: true,
        columns: [...FEE_REPORT_CSV_COLUMNS],
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="soko-fees-${month}.csv"`)
        .send(csv);
    },
  );
  done();
};
