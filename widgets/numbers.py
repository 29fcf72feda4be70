"""Numbers as a page writes them in its language: an exact answer as a fraction and a decimal, a guess or an estimate
(the lessons' questions, ``widgets.predict``, and the class's pictures, ``widgets.classroom``)."""

from fractions import Fraction

from cardlib.text import i18n


def fraction_text(value, digits=4, lang=None):
    """An exact answer as its fraction and decimal, in ``lang`` (default: the page's language): '3/4 = 0.7500',
    '7/12 ≈ 0.5833', '-2' in English, '3/4 = 0,7500', '−61/36 ≈ −1,6944' in French."""
    value, lang = Fraction(value), lang or i18n.default_language()
    if value.denominator == 1:
        return i18n.number(value.numerator, lang)
    decimal = f"{float(value):.{digits}f}"
    sign = "=" if Fraction(decimal) == value else "≈"
    return i18n.decimal(f"{value.numerator}/{value.denominator} {sign} {decimal}", lang)


def number_text(value, digits=None, lang=None):
    """A number shown in the widget, in ``lang`` (default: the page's): ``digits`` decimals, or as
    ``:g`` writes it (None): '0.5' / '0,5'."""
    lang = lang or i18n.default_language()
    if digits is None:
        return i18n.decimal(f"{float(value):g}", lang)
    return i18n.number(float(value), lang, digits)
