"""The texts: every sentence a person reads, in gettext catalogues (``locale/<lang>.po``).

``i18n`` writes them (``Message``, the page's language); ``po`` reads and writes the catalogues;
``catalogues`` checks them (``python3 dev.py catalogues``); ``language_check`` and ``language_samples``
check the French and English themselves (``python3 dev.py language``). The rules import only
``i18n``.
"""
