import { useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';

import { useSpecFeedback } from '../../components/feedback';
import { httpStatusOf } from '../../lib/api-error';

/**
 * Reports a company-module screen's failed load once, then goes home: a missing company with 'Упс!'
 * and the spec's text, any other failure with 'Error!'.
 */
export function useCompanyLoadFailure(failure: unknown) {
  const report = useSpecFeedback();
  const reported = useRef(false);
  useEffect(() => {
    if (!failure || reported.current) return;
    reported.current = true;
    const done =
      httpStatusOf(failure) === 404
        ? report.failedWith('msg.companyNotFound', 'msg.titleRuOops')
        : report.failed(failure, 'msg.titleErrorExclaimed');
    void done.then(() => navigate('/', { replace: true }));
  }, [failure, report]);
}
