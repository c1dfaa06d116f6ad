"""What a service's worker module may import: the error that answers the caller's mistake.

A module raises ``InputError`` for input it cannot work on (a pattern with no texture, an image
the native decoder refuses): the call answers that HTTP error code (a catalogue code, 422
``unprocessable`` unless said otherwise) naming the member. Any other exception is the server's
fault and is logged.
"""


class InputError(Exception):
    """The caller's input cannot be worked on: answered as ``code`` naming ``name`` (a JSON pointer)."""

    def __init__(self, message, name="/", code="unprocessable"):
        super().__init__(message)
        self.message = message
        self.name = name
        self.code = code
