"""Numbers and dates written the way each language writes them.

A small table instead of Babel at run time: the game needs only integers, one-decimal
averages, whole percentages, a long date (the daily kingdom) and a short date and time
(statistics). Babel is a development dependency only (it builds the catalogues), and its
locale data alone would weigh more than the whole game. The table holds CLDR's own data
(the same patterns Babel uses); tests/test_i18n_numbers.py checks it against Babel's
``format_decimal``, ``format_percent``, ``format_date`` and ``format_datetime``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from decimal import ROUND_HALF_EVEN, Decimal

from . import DEFAULT_LANGUAGE, current_language

NNBSP = "\u202f"  # narrow no-break space
NBSP = "\u00a0"  # no-break space


@dataclass(frozen=True)
class NumberStyle:
    decimal: str
    group: str
    percent: str  # "{n}" is the number
    long_date: str  # {d} day, {m} month name (the form used in a date), {y} year
    short_date: str  # {d} {dd} day, {mm} month, {yy} year in 2 digits, {y} in 4
    time: str  # {H} {HH} 24-hour, {h} 12-hour, {MM} minutes, {p} AM/PM word
    date_time: str  # {date} {time}
    months: tuple[str, ...]
    day_periods: tuple[str, str] = ("AM", "PM")
    #: The first of the month in a long date where the language says it as an ordinal
    #: (French "1er décembre"; CLDR writes "1 décembre", which no French reader writes).
    first_day: str = "1"


STYLES: dict[str, NumberStyle] = {
    "en": NumberStyle(
        decimal=".",
        group=",",
        percent="{n}%",
        long_date="{m} {d}, {y}",
        short_date="{mo}/{d}/{yy}",
        time="{h}:{MM}" + NNBSP + "{p}",
        date_time="{date}, {time}",
        months=(
            "January",
            "February",
            "March",
            "April",
            "May",
            "June",
            "July",
            "August",
            "September",
            "October",
            "November",
            "December",
        ),
    ),
    "fr": NumberStyle(
        decimal=",",
        group=NNBSP,
        percent="{n}" + NBSP + "%",
        long_date="{d} {m} {y}",
        short_date="{dd}/{mm}/{y}",
        time="{HH}:{MM}",
        date_time="{date} {time}",
        months=(
            "janvier",
            "février",
            "mars",
            "avril",
            "mai",
            "juin",
            "juillet",
            "août",
            "septembre",
            "octobre",
            "novembre",
            "décembre",
        ),
        first_day="1er",
    ),
    "uk": NumberStyle(
        decimal=",",
        group=NBSP,
        percent="{n}%",
        # a full no-break space: the narrow one is drawn almost as no space at all ("2026р.")
        long_date="{d} {m} {y}" + NBSP + "р.",
        short_date="{dd}.{mm}.{yy}",
        time="{HH}:{MM}",
        date_time="{date}, {time}",
        months=(  # the genitive, as in "30 листопада"
            "січня",
            "лютого",
            "березня",
            "квітня",
            "травня",
            "червня",
            "липня",
            "серпня",
            "вересня",
            "жовтня",
            "листопада",
            "грудня",
        ),
    ),
    "ko": NumberStyle(
        decimal=".",
        group=",",
        percent="{n}%",
        long_date="{y}년 {mo}월 {d}일",
        short_date="{yy}. {mo}. {d}.",
        time="{p} {h}:{MM}",
        date_time="{date} {time}",
        months=tuple(f"{m}월" for m in range(1, 13)),
        day_periods=("오전", "오후"),
    ),
}


def style(language: str | None = None) -> NumberStyle:
    return STYLES.get(language or current_language(), STYLES[DEFAULT_LANGUAGE])


def _grouped(digits: str, group: str) -> str:
    head = len(digits) % 3 or 3
    parts = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return group.join(parts)


def format_number(value: float | int | Decimal, decimals: int = 0, language: str | None = None) -> str:
    """``1234.5`` → ``"1,234.5"`` (en), ``"1 234,5"`` (fr); rounded half to even as CLDR does."""
    s = style(language)
    quantum = Decimal(1).scaleb(-decimals)
    number = Decimal(str(value)).quantize(quantum, rounding=ROUND_HALF_EVEN)
    sign = "-" if number < 0 else ""
    whole, _dot, fraction = f"{abs(number):f}".partition(".")
    text = _grouped(whole, s.group)
    if decimals:
        text += s.decimal + fraction.ljust(decimals, "0")
    return sign + text


def format_percent(ratio: float, language: str | None = None) -> str:
    """``0.45`` → ``"45%"`` (en), ``"45 %"`` (fr)."""
    return style(language).percent.format(n=format_number(ratio * 100, 0, language))


def _fields(moment: date, s: NumberStyle) -> dict[str, str]:
    return {
        "d": str(moment.day),
        "dd": f"{moment.day:02d}",
        "mo": str(moment.month),
        "mm": f"{moment.month:02d}",
        "m": s.months[moment.month - 1],
        "y": str(moment.year),
        "yy": f"{moment.year % 100:02d}",
    }


def format_date(day: date, language: str | None = None) -> str:
    """The date in full: ``November 30, 2026``, ``30 novembre 2026`` (``1er décembre 2026``),
    ``30 листопада 2026 р.``, ``2026년 11월 30일``."""
    s = style(language)
    fields = _fields(day, s)
    if day.day == 1:
        fields["d"] = s.first_day
    return s.long_date.format(**fields)


def format_date_time(moment: datetime, language: str | None = None) -> str:
    """A short date and time: ``11/30/26, 3:05 PM``, ``30/11/2026 15:05``, ``26. 11. 30. 오후 3:05``."""
    s = style(language)
    hour12 = moment.hour % 12 or 12
    time = s.time.format(
        H=str(moment.hour),
        HH=f"{moment.hour:02d}",
        h=str(hour12),
        MM=f"{moment.minute:02d}",
        p=s.day_periods[moment.hour >= 12],
    )
    return s.date_time.format(date=s.short_date.format(**_fields(moment, s)), time=time)
