import type { FormattersInitializer } from 'typesafe-i18n'
import type { Locales, Formatters } from './i18n-types.js'

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
	// Counts of records and pages grouped as the language writes numbers (10,000,430; 10.000.430).
	const counts = new Intl.NumberFormat(locale)
	const formatters: Formatters = {
		count: (value: number) => counts.format(value),
	}

	return formatters
}
