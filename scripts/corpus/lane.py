"""Lane dimensions (USBC, as in Sources/BowlerTraxSynthetic/LaneDimensions.swift), in feet unless named inches.

Pure Python: imported by the Blender scene code and by the truth model alike.
Lane frame: x from the lane's centre line toward the image's right, y down the lane from the foul line, z up.
"""
import math

WIDTH_IN = 41.5
BOARD_COUNT = 39
BOARD_IN = WIDTH_IN / BOARD_COUNT
HALF_WIDTH = WIDTH_IN / 24
HEAD_PIN = 60.0
PIT = 62.0 + (10.0 + 3.0 / 16.0) / 12          # foul line to the pit edge
GUTTER_IN = 9.25
GUTTER_DEPTH_IN = 1.875
FOUL_LINE_IN = 1.0
ARROW_BOARDS = [5, 10, 15, 20, 25, 30, 35]
CENTRE_ARROW = 15.0
OUTER_ARROW = 16.0
ARROW_LENGTH_IN = 6.0
DOT_DISTANCE = 7.5
DOT_BOARDS = [3, 5, 8, 11, 14, 26, 29, 32, 35, 37]
PIN_SPACING_IN = 12.0
PIN_HEIGHT_IN = 15.0
BALL_DIAMETER_IN = 8.5
BALL_RADIUS = BALL_DIAMETER_IN / 24
# Beyond the gutters: the capping (ball-return divider) between this lane and the next.
CAPPING_IN = 10.0
LANE_PITCH = (WIDTH_IN + 2 * GUTTER_IN + CAPPING_IN) / 12   # centre-to-centre distance of neighbouring lanes
PIN_DECK_START = HEAD_PIN - 1.5
OIL_END = 40.0                                             # a house pattern's length: the backend is drier

# A pin's radius (inches) at heights (inches) above its base, joined linearly (as LaneBackdrop.swift).
PIN_PROFILE = [(0, 1.0), (1, 1.5), (2.5, 2.1), (4.5, 2.383), (6.5, 2.2), (8.5, 1.5), (10, 0.9), (11.5, 1.0),
               (13, 1.25), (14.2, 1.05), (15, 0)]


def lateral_feet(board, hand):
    """x of a continuous board in the bowler's numbering (board 1 = right edge for a right-hander, left for a lefty)."""
    from_centre_in = WIDTH_IN / 2 - (board - 0.5) * BOARD_IN
    return from_centre_in / 12 if hand == "right" else -from_centre_in / 12


def board_at(x, hand):
    """Inverse of lateral_feet."""
    from_centre_in = x * 12 if hand == "right" else -x * 12
    return (WIDTH_IN / 2 - from_centre_in) / BOARD_IN + 0.5


def pin_spots():
    """(x, y) of pins 1..10 (pin 1 = head pin; rows 1, 2-3, 4-6, 7-10 as in RH numbering: 3, 6, 10 on the right)."""
    depth = PIN_SPACING_IN * math.sqrt(3) / 2 / 12
    spots = {}
    numbers = [[1], [2, 3], [4, 5, 6], [7, 8, 9, 10]]
    for row, pins in enumerate(numbers):
        for place, number in enumerate(pins):
            # place 0 is leftmost in the image (x < 0): pins 2, 4, 7 are on the left for a right-hander's view.
            x = (place - row / 2) * PIN_SPACING_IN / 12
            spots[number] = (x, HEAD_PIN + row * depth)
    return spots
